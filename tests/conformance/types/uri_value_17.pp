$u = URI('ftp:abc') notice($u)
