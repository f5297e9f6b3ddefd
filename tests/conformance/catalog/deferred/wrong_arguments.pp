notify { 'a': message => Deferred('join', [1, 2, 3, 4]) }
