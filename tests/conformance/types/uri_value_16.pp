$u = URI('ldap://x.org/#f') notice($u)
