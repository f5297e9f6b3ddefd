$x = 'y'
notice("$x.upcase ${x.upcase}")
