Notify { 'a': message => 'x' }
