$u = URI('https://x.org:443') notice($u) notice(type($u))
