notice(sprintf('%<a>d', {'a' => 'x'}))
