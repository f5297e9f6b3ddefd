notify { 'c': message => Class }
