notice(URI('http://x.org/') == URI('http://x.org'))
