notice('abc'[0, 0], 'abc'[1, -1], 'abc'[3], 'abc'[3, 1], 'abc'[4, 1])
