notify { 'a': require => [Notify['a'], 'x'] }
