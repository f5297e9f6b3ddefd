class { 'aodh::keystone::auth': password => 'x', configure_user => 'no' }
