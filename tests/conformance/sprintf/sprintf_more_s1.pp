notice(sprintf('%<a>#x %<b>+d', {'a' => 255, 'b' => 3}))
