notify { 'a': before => true }
