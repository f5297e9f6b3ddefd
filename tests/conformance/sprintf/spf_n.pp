notice(sprintf('%<a>s %s', {'a' => 1}))
