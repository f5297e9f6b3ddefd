notify { 'x': require => Class['nope'] }
notice('after')
