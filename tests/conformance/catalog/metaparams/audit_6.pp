notify { 'a': audit => 'require' }
notice('ok')
