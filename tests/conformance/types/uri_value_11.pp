$u = URI('ftp://x.org/a/b;type=i') notice($u) notice($u.path) notice($u.port) notice(type($u))
