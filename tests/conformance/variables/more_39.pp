$x = undef notice($x == undef)
