$z = 'outer'
notice(inline_epp('<%- | $a, $b = $a | -%><%= $b %>', {a => 1}))
notice(inline_epp('<%- | $a = $b, $b = 2 | -%><%= $a %>', {b => 3}))
notice(inline_epp('<%- | $a = $z | -%><%= $a %>'))
notice(inline_epp('<%- | $a = 1, $b | -%><%= $a %><%= $b %>', {b => 2}))
