notify { 'u': message => { 'a' => undef, 'b' => [undef] } }
