notice(inline_epp('<%- | $a = ($b = 1) | -%>'))
