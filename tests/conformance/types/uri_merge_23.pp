notice(type(URI('http://a/b') + 'c'))
