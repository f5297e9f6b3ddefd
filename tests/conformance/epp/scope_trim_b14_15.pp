notice(inline_epp(""))
