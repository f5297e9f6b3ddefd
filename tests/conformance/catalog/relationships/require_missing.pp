notify { 'a': require => Notify['nope'] }
notice('end')
