$x = ::String
notice($x)
