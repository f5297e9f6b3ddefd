notice(inline_epp('hello <%= 1 + 2 %> world'))
notice(inline_epp(''))
notice(inline_epp('no tags at all'))
notice(inline_epp('<%= "only" %>'))
