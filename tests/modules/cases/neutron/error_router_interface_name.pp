neutron_router_interface { 'router1': ensure => present }
