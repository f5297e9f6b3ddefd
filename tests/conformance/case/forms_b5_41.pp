$v = 'B' ? { 'b' => 'lower', default => 'd' }
notice($v)
