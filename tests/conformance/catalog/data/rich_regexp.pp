notify { 'r': message => /ab+c/ }
