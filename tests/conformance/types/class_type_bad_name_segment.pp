notice(Class['a::B-c'])
