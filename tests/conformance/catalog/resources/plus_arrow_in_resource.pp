notify { 'x': message +> 'y' }
