notice(URI('http://a').scheme.upcase)
