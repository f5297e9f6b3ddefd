class { 'ntp': servers => 'pool.ntp.org' }
