notice(inline_epp("<%| $a |%><%= $a %>", {'a' => 1, 2 => 3}))
