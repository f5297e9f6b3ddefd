neutron_network { 'n': shared => 'yes' }
