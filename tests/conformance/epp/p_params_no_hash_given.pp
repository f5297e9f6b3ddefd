notice(inline_epp('<%- | $a = 5 | -%><%= $a %>'))
