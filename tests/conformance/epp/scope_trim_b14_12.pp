notice(inline_epp("<%= 'a' -%>  \nb"))
