notice(inline_epp('<%= "a\qb" %>'))
notice(inline_epp('<%= {a => 1, a => 2} %>'))
