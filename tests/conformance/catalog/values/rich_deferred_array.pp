notify { 'd': message => [Deferred('upcase', ['a'])] }
