notify { 'a': audit => ['all', 'message'] }
notice('ok')
