notice(URI('http://a/b') + [1])
