notice(inline_epp('<%- | $a = $b, $b = 1 | -%><%= $a %>', {}))
