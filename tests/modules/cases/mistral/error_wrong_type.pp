class { 'mistral::keystone::auth': password => 'x', configure_endpoint => 'yes' }
