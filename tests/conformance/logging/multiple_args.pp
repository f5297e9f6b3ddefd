notice(1, 'a', [1, 'a'], {'a' => 'b'}, undef, true, 1.5, /x/, Integer, default)
