neutron_subnet { 's1': ensure => present, cidr => '10.0.0.0/24' }
