[1,2].each |$x| { notice(inline_epp("a<% break() %>")) }
notice(after)
