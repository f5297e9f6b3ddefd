notify { 'a': message => { 'k' => [1, 2.5, 'x', true, undef, default] } }
