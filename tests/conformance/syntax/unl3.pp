$r = unless true { 1 }
notice($r)
