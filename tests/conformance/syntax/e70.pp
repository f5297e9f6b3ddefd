@ notify { 'x': }
notice(1)
