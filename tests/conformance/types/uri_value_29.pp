notice(URI('http://x.org/a') == URI('http://x.org/A'))
