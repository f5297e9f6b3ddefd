notice(inline_epp("<%| $b = $a, $a = 1 |%><%= $b %>", {}))
