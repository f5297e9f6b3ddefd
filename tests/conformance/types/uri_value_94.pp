notice(URI('http://[1::2::3]/'))
