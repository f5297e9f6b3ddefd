notice(inline_epp('<% class f {} %>'))
