$x = notice('hi')
notice($x =~ Undef)
