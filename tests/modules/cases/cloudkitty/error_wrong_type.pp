class { 'cloudkitty::keystone::auth': password => 'x', configure_endpoint => 'yes' }
