notify { 'a': message => { 'k' => [1].reverse_each } }
