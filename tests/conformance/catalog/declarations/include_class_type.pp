class x {}
notice(include(Class['x']))
