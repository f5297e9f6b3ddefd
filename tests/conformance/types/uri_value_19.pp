$u = URI('//host:99/p') notice($u) notice(type($u)) notice($u.port)
