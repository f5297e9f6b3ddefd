$a = [1,2] $b = $a << 3 notice($a, $b)
