notify { 'a': require => Package['nope'] }
notice('end')
