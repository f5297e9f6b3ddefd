neutron_security_group { 'web servers': ensure => present }
