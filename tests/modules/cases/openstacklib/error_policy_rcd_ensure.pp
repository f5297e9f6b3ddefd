policy_rcd { 'apache2': ensure => 'enabled' }
