notice(URI('http://a') in [URI('HTTP://A')]) notice(URI('http://a') == URI('HTTP://A'))
