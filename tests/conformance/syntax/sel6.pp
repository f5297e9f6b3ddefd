$x = 'a'
notice($x ? { 'a' => 1, default => 2, })
