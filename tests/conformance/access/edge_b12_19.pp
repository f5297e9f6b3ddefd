$f = 1.5
notice($f[0])
