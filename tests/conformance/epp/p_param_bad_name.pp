notice(inline_epp('<%- | $A | -%>x'))
