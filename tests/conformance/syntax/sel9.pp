$x = 2
notice($x ? { 1, 2 => 'onetwo', default => 'd' })
