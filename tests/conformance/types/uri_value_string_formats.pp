notice(String(URI('http://x.org'), '%s'))
notice(String(URI('http://x.org'), '%p'))
notice(sprintf('%s|%5s|', URI('http://x.org'), URI('http://x.org')))
