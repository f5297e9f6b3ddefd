notice(URI('http://a/b/c/') + 'x')
