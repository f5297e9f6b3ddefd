notice(String(URI('http://x.org')) =~ String) notice(Array(URI('http://x.org'), true)) 
