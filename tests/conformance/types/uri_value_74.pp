notice(URI('http://a/') =~ URI['http://a/'])
