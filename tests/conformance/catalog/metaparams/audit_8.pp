notify { 'a': audit => 'Message' }
notice('ok')
