notice(type({'a' => 1, 'bb' => 2}, 'reduced'))
notice(type({1 => 'a', 2 => 'b'}, 'reduced'))
notice(type({1 => 'a', 'x' => 'b'}, 'reduced'))
notice(type({1 => 'a', 'x' => 'b'}, 'generalized'))
