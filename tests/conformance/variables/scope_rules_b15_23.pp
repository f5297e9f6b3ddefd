$f = 1
[1].each |$x| { $f = 2 notice($f) }
notice($f)
