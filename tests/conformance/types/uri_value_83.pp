notice(URI('http://a?x').path) notice(URI('http://a?x'))
