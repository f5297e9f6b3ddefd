notice(inline_epp('a<%.upcase %>'))
