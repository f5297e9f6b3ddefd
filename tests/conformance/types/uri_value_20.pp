$u = URI('http://[::1]:8080/x') notice($u) notice($u.host) notice(type($u))
