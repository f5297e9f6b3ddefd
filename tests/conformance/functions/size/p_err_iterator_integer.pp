$s = [1, 2, 3, 4].step(2)
notice($s.size)
