notice(URI('http://a') + 'x')
