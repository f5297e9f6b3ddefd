neutron_subnet { 's1': ip_version => 5 }
