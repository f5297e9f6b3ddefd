notice(inline_epp("<%| $a |%>\n<%= $a %>\n", a => 'named'))
