$a = [1,2,3]
notice($a[-4])
notice($a[1,-5])
