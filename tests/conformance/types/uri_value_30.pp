notice(URI('http://x.org') == URI('https://x.org'))
