$v = 'abc'
notice($v ? { Integer => 'i', String[1,2] => 's2', String => 's', default => 'd' })
notice(5 ? { Integer[1,3] => 'low', Integer[4,6] => 'mid', default => 'd' })
