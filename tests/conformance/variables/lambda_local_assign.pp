$x = 1
[2].each |$v| { $x = $v
 notice($x) }
notice($x)
