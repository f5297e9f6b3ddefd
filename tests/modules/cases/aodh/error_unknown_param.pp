class { 'aodh::expirer': no_such_param => 1 }
