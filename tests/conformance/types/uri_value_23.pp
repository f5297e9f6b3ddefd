$u = URI('http://x.org:80/') notice($u) notice(type($u)) notice($u == URI('http://x.org'))
