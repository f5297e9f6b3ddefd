notify { 'a': audit => ['message', 'bogus'] }
notice('ok')
