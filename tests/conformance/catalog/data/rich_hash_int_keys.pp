notify { 'h': message => { 1 => 'one', 'two' => 2 } }
