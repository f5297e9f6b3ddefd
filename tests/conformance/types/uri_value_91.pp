notice(URI('http://a/%zz'))
