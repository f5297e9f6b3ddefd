$a = $b = 3
notice($a, $b)
