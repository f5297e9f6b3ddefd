$r = Regexp['a(']
$v = 'x' ? { Integer => 0, $r => 1, default => 2 }
notice($v)
