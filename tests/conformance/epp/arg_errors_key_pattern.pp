notice(inline_epp('<%- | $a | -%><%= $a %>', {'a b' => 5}))
