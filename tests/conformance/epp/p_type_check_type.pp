notice(type(inline_epp("x")))
