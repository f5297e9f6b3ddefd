neutron_port { 'p': binding_profile => 'direct' }
