notice(inline_epp("a\n<% break() %>"))
