notice(inline_epp('<% if true { %>'))
