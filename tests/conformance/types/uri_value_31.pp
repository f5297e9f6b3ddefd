notice(URI('http://x.org') != URI('http://y.org'))
