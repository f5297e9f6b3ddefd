notice(sprintf('%<a>s %<b>s', {'a' => 1}))
