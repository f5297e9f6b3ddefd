openstacklib::service_validation { 'nova-api': command => 'a' }
openstacklib::service_validation { 'nova-api': command => 'b' }
