notify { 'd': message => default }
