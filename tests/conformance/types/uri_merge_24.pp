notice(URI('http://a/b') + URI('c'))
