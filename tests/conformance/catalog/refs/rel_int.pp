notify { 'a': before => 5 }
