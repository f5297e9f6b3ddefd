notice(inline_epp('<% node default {} %>'))
