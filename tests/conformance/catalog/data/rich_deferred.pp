notify { 'd': message => Deferred('join', [['a', 'b'], '-']) }
