class { 'gnocchi::keystone::auth': password => 'x', roles => 'admin', configure_endpoint => 'yes' }
