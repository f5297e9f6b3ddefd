notice(inline_epp("<%= 'a' -%>\r\nb"))
