class { 'ceilometer::keystone::auth': password => 'x', roles => 'admin', configure_endpoint => true }
