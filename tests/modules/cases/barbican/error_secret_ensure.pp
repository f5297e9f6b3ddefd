barbican_secret { 'super-secret': ensure => latest, payload => 'x' }
