notice(inline_epp("<%| $a, $b = $a * 2 |%><%= $b %>", {a => 3}))
