$x = 'A'
notice($x ? { 'a' => 'lower', default => 'd' })
