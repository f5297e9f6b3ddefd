notify { 'a': message => 'x', message => 'y' }
