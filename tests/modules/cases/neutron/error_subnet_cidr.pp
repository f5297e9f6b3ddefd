neutron_subnet { 's1': ensure => present, network_name => 'n' }
