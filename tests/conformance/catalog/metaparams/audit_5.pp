notify { 'a': audit => 'name' }
notice('ok')
