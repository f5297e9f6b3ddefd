notice(inline_epp('<%= %>'))
