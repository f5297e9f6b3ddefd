notify { 'empty': message => { 'a' => [], 'h' => {} } }
