$u = URI('http://café.org') notice($u)
