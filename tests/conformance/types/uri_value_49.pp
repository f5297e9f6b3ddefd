$u = URI('http://x.org') notice(URI($u)) notice(URI.new($u) == $u)
