$v = 5 ? { [1,5] => 'in', default => 'd' }
notice($v)
