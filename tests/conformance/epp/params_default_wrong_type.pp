notice(inline_epp('<%- | Integer $a = "s" | -%>x'))
