notice(inline_epp('<%- | $a, $b = \'dflt\' | -%><%= $a %>/<%= $b %>', {a => 1}))
