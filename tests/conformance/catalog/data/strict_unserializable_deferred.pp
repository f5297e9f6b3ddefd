notify { 'a': message => Deferred('join', [['a', 'b'], '-']) }
