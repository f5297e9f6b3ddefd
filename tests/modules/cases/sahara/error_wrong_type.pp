class { 'sahara::keystone::auth': password => 'x', configure_endpoint => 'yes' }
