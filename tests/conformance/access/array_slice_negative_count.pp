$a = [1, 2, 3, 4, 5, 6]
notice($a[1, -2])
notice($a[-3, -1])
notice($a[2, 100])
notice($a[6])
notice($a[6, 1])
notice($a[-7, 2])
notice($a[0, 0])
