notice(inline_epp('<%- || -%>x', {a => 1}))
