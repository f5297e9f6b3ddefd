$a = [1,2,3]
notice(-$a[0])
