$x = 1
$f = [1,2,3].map |$x| { $x * 10 }
notice($x, $f)
$y = [1].map |$v| { $z = $v + 1 $z }
notice($y)
notice(defined('$z'))
notice(defined('$x'))
