$r = [1, 2, 3, 4].all |$x| { notice("visit ${x}"); $x < 2 }
notice($r)
