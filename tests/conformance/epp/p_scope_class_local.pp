class c { $local = 'L'
  notice(inline_epp('<%= $local %>'))
  notice(inline_epp('<%- | $p = 1 | -%><%= $local %>'))
}
include c
