include nova::network::neutron
