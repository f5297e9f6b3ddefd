notify { [['a', 'b'], 'c']: }
