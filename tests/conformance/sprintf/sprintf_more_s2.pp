notice(sprintf('%<a>s', {'a' => 'x', 'b' => 'y'}))
