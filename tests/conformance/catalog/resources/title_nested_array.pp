notify { [['a', 'b'], 'c']: }
notice(defined(Notify['a']), defined(Notify['c']))
