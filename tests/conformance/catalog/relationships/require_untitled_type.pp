notify { 'x': require => Notify }
notice('after')
