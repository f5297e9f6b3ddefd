notice(inet6_prefix(''))
