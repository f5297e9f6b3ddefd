notice(inline_epp('<%| Integer $a |%><%= $a %>', {a => 'x'}))
