notice('a')
notify { 'c': message => [1, [Class]] }
