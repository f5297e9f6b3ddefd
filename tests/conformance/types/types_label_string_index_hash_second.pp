$a = 'abc'
notice($a[1, {a => 1}])
