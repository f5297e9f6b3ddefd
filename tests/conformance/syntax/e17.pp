notify { 'x': message => "${foo::bar}" }
