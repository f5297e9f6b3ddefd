notice(inline_epp("<%= 1 %><%| $a |%>", {a => 1}))
