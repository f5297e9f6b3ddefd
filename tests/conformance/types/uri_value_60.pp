notice(URI('http://a') == 'http://a') notice('http://a' == URI('http://a'))
