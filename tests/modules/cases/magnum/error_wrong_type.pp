class { 'magnum::keystone::auth': password => 'x', roles => 'admin', configure_endpoint => 'yes' }
