notify { ['a', 'b']: }
notice(Notify['a', 'b']['message'])
