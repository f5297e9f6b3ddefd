notice(inline_epp("<%= 1 +  %>"))
