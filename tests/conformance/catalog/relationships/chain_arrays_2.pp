package { ['a', 'b']: } -> service { ['s1', 's2']: }
notice(Service['s1'][require])
