notify { 'a': message => 'x', }}
