notice(URI('http://a#').fragment) notice(URI('http://a#') )
