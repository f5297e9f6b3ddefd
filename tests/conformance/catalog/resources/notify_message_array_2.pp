notify { 'x': message => ['a', 1, { 'k' => 'v' }] }
notice(Notify['x'][message])
