notice(inline_epp("<% %>"))
