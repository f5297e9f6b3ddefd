notify { 'a': require => Notify['a'] }
notice('x')
