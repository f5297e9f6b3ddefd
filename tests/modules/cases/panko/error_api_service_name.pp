class { 'panko::keystone::authtoken': password => 'p' }
class { 'panko::api': service_name => 'nginx' }
