notify { 'a': tag => ['ok', 'not ok'] }
