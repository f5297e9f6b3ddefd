notice(inline_epp("a\nb\n"))
