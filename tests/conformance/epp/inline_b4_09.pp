notice(inline_epp('<%| $x |%><%= $x %>', {x => 1, y => 2}))
