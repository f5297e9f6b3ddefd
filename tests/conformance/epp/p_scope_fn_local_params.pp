function g() { $v = 'fv'
  inline_epp('<%- | $x | -%>[<%= $v %>]', {x => 1}) }
notice(g())
