notify { 'a': message => ['x', 'y'] }
notify { 'b': message => 42 }
