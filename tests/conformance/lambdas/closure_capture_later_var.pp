$x = 1
$f = [1, 2].map |$v| { $v + $x }
notice($f)
