$r = notify { 'a': }
notice($r =~ Array[Type[Resource]])
notice($r[0])
notice(type($r[0]))
