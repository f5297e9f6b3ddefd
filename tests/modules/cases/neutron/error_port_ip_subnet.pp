neutron_port { 'p': ip_address => '10.0.0.5', subnet_name => 's1' }
