notice(inline_epp('<% next(1) %>'))
