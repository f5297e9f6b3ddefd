notice(URI('1http://a'))
