notice(inline_epp('<%- | $a, $a | -%>x', {a => 1}))
