barbican_secret { 'super-secret': ensure => present }
