$z = [1.5, 2].reverse_each
notice($z.size)
