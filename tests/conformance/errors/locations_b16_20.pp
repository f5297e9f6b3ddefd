notify { 'x': message => 1 + 'r' }
