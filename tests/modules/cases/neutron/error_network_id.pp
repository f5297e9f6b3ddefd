neutron_network { 'n': id => 'abc' }
