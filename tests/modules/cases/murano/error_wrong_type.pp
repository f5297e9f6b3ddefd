class { 'murano::keystone::auth': password => 'x', configure_endpoint => 'yes' }
