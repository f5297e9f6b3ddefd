notice(sprintf('%s', [1, 'a', undef, 1.5, {'k' => true}]))
notice(sprintf('%s', {1 => 'a', 'b' => [default]}))
notice(sprintf('%s', []), sprintf('%s', {}))
