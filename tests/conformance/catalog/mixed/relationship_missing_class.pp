notify { 'a': require => Class['nope'] }
