notice(inline_epp('<%- | $b, $a = $b | -%>x'))
