notify { 'a': * => [1] }
