$u = URI('file:///etc/hosts') notice($u) notice($u.host) notice($u.path) notice(type($u))
