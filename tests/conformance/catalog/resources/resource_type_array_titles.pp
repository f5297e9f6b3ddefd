$r = notify { ['a', 'b']: ; 'c': }
notice($r)
