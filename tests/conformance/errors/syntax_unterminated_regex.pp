$x = 'a' =~ /abc
notice($x)
