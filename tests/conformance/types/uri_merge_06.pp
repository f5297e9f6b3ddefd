notice(URI('http://a/b/c') + '#f')
