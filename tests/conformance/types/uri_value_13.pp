$u = URI('file://localhost/etc/hosts') notice($u) notice(type($u))
