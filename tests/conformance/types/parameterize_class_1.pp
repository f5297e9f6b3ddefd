notice(Class['a', 'b'])
