class { 'manila::keystone::auth': password => 'x', configure_endpoint => 'yes' }
