notice(inline_epp("<%= next(4) %>"))
