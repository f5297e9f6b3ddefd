$u = URI('http://x.org') notice($u.port) notice(type($u.port)) notice($u.path) notice(type($u.path)) notice($u.query =~ Undef)
