notice(($a = 3) + 1)
notice($a)
