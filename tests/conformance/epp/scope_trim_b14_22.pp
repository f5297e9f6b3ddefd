notice(inline_epp("<%| String $a |%><%= $a %>", {a => 'x', b => 1}))
