neutron_plugin_ml2 { 'type_drivers': value => 'flat' }
