notice(inline_epp('<%- | Integer[1, $max] $a | -%><%= $a %>', {a => 5}))
