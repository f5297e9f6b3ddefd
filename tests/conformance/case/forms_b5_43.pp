$v = [1,2] ? { [1,2] => 'arr', default => 'd' }
notice($v)
