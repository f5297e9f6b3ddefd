notice(URI('http://a/b') + 'c d')
