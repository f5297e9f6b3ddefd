$h = {URI('http://a') => 1, URI('HTTP://A') => 2} notice($h) notice($h.keys.length)
