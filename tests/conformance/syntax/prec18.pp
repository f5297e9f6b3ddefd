notice('b' in 'abc', 'x' in ['X'], 1 in {1 => 2})
