notice(inline_epp("<%= 'a' %><%= 'b' %>\n"))
