class { 'gnocchi::keystone::authtoken': password => 'p' }
class { 'gnocchi::api': service_name => 'nginx' }
