notice(sprintf('%<a>p %<b>p %<c>s', {'a' => undef, 'b' => [1, 'x'], 'c' => 1.5}))
