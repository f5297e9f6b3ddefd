$u = URI('http://x.org/?a b') notice($u) notice($u.query)
