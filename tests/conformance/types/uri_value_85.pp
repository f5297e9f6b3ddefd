notice(URI('http://a?').query) notice(URI('http://a?'))
