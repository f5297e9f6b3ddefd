notify { 'a': message => Integer[1,2] }
