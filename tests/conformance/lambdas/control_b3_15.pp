$r = [3,1,2].sort |$a, $b| { compare($b, $a) }
notice($r)
