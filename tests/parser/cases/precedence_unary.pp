$a = -$x + 1
$b = !$x == $y
$c = -$x[1]
$d = !$x.f
$e = *$x in $y
$f = - - 1
$g = !!$x
