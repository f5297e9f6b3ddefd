class { 'designate::keystone::auth': }
