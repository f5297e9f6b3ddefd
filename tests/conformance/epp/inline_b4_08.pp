notice(inline_epp('<%= $x %>', {x => 1, y => 2}))
