$a = 'abc'
notice($a[{a => 1, b => 'x'}])
