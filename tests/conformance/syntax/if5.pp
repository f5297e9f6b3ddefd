$r = if false { 1 }
notice($r)
