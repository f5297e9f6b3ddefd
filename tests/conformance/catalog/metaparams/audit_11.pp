notify { 'a': audit => 1 }
notice('ok')
