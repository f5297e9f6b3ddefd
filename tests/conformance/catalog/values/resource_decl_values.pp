define my::thing($v = 1) {}
$a = notify { 'a': }
$b = notify { ['b', 'c']: }
$c = my::thing { 'q': v => 2; 'r': }
$d = @notify { 'virt': }
$e = notify { []: }
notice($a)
notice($b)
notice($c)
notice($c[0][v])
notice($d)
notice($e)
notice([notify { 'x': }, notify { 'y': }])
