notice(inline_epp('x<%- | $a | -%>'))
