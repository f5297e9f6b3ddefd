$a = 'abc'
notice($a[{a => 1}])
