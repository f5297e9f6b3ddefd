notice(Class['A::B'])
