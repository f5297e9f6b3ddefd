$a, $b = [1, 2]
notice($a, $b)
[$c, $d] = [3, 4]
notice($c, $d)
