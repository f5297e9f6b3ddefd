notice(inline_epp('<%- | Integer *$a | -%>x'))
