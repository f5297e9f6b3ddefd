notify { 'a': message => 'x'
