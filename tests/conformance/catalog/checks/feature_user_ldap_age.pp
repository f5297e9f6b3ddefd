user { 'u': provider => ldap, password_max_age => 'word' }
