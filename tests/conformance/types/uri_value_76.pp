notice(type(URI('http://a')) == URI['http://a'])
