neutron_network { 'n': provider_network_type => 'geneve' }
