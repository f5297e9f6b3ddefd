@notify { ['a', 'b', 'c']: }
realize(Notify['a'], [Notify['b']], 'Notify[c]')
notice('ok')
