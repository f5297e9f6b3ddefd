notice(URI('http://x.org') in [URI('http://x.org')]) notice({URI('http://x.org') => 1}[URI('http://x.org')])
