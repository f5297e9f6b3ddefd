class { 'ironic::conductor': cleaning_network_name => 'a', cleaning_network => 'b' }
