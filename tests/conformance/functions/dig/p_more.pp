notice(dig({1 => {2 => 'x'}}, 1, 2))
notice(dig({'a' => undef}, 'a', 'b'))
notice(dig([[1]], 0, 0, 0))
