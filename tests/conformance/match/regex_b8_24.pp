$x = 'ab' =~ /(a)/
notice($x, $1)
