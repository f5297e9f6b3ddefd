notice(inline_epp('<% notify { message => "x" } %>'))
