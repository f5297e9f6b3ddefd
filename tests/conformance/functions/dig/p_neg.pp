notice(dig([1, 2, 3], -1))
notice(dig([1, 2, 3], 5))
