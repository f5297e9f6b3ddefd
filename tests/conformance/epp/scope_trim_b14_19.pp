notice(inline_epp("x<%| $a |%>", {a => 1}))
