include neutron
neutron_config { 'DEFAULT/core_plugin': value => 'ml2' }
