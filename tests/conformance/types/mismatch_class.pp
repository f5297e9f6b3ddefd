assert_type(Type[Class['a']], Class['b'])
