notice(inline_epp("a<% return() %>b"))
