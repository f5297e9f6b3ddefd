$a = [1]
notice($a[0][1])
