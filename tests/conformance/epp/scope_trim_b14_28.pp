notice(inline_epp("<%= %>"))
