notify { 'a': message => [1, [2, 3].reverse_each] }
