notice(type(URI('http://x.org'), 'reduced')) notice(type(URI('http://x.org'), 'generalized')) notice(type([URI('http://x.org')])) notice(type({a => URI('http://x.org')}))
