$x = 'a'
notice($x ? { })
