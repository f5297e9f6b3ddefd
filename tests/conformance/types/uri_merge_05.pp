notice(URI('http://a/b/c?q') + '?r')
