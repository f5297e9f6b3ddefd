notice(URI('http://x.org', 1))
