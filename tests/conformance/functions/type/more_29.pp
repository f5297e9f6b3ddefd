notice(type(Class['c']))
