define d { $v = 'x' }
d { 'a': }
notice($d::v)
