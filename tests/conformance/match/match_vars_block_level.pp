$x = 'xyz' =~ /(y)/
notice($1)
notice($x)
