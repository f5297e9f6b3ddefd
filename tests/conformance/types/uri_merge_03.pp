notice(URI('http://a/b/c') + URI('/y'))
