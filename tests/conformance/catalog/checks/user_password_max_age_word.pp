user { 'u': password_max_age => 'x' }
