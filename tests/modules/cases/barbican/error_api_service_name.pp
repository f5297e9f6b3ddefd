class { 'barbican::keystone::authtoken': password => 'p' }
class { 'barbican::api': service_name => 'nginx' }
