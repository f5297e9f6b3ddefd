$u = URI('http://x.org') notice("${u.host}/${u.path}") notice($u.to_s)
