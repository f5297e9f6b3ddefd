function f() { $v = 'fv'
  inline_epp('[<%= $v %>]') }
notice(f())
