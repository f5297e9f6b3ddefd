notify { 'a': audit => 'all' }
notice('ok')
