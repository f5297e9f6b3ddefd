function two($a, $b = 2) { $a + $b }
notice(two(1))
notice(two(1, 5))
notice(two(1, 2, 3))
