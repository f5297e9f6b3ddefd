$a = 'abc'
notice($a[{}])
