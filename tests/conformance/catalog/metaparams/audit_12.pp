notify { 'a': audit => 'title' }
notice('ok')
