notify { 'c': message => { 'k' => Class } }
