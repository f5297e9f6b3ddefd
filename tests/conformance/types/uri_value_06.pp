$u = URI('http://x.org') notice($u.foo)
