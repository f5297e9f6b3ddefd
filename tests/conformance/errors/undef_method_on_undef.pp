$x = undef
notice($x.upcase)
