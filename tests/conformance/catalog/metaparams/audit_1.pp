notify { 'a': audit => 'bogus' }
notice('ok')
