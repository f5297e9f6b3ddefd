notice(inline_epp("<%| $a |%><%| $b |%>", {a => 1}))
