notice(inline_epp('<%= $a %>', {a => 7}))
