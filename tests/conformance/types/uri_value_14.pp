$u = URI('ldap://x.org/dc=a?cn?sub') notice($u) notice($u.query) notice($u.port)
