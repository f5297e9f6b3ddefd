notify { 'a': audit => ['withpath', 'loglevel'] }
notice('ok')
