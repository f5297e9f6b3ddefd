notify { 'x': require => Notify['x'] }
