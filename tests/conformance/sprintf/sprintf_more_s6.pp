notice(sprintf('%<a>.2f', {'a' => '1.234'}))
