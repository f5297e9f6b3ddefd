notify { 'a': audit => '' }
notice('ok')
