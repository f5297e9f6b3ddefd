notify { 'a': message => [1, 2, 3].reverse_each.map |$x| { $x * 2 } }
notify { 'b': message => Array([1, 2].reverse_each) }
