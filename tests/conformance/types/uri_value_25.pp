$u = URI('http://x.org:') notice($u) notice($u.port) notice(type($u))
