notice(dig([1, 2], 0, 1))
