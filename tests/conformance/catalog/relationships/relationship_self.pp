notify { 'a': require => Notify['a'] }
notice('ok')
