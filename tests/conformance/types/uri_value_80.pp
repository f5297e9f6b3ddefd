$x = URI('http://a') notice($x.scheme == 'http')
