$r = notify { []: }
notice($r)
