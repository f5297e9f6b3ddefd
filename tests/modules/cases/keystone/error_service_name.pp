class { 'keystone': service_name => 'nginx' }
