$u = URI('HTTP://X.ORG/A') notice($u) notice($u.scheme) notice($u.host) notice(type($u))
