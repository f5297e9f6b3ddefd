$u = URI('http://x') notice($u.port + 1)
