$r = [1, 2, 3, 4].any |$x| { notice("visit ${x}"); $x == 2 }
notice($r)
