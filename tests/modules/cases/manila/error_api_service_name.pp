class { 'manila::keystone::authtoken': password => 'x' }
include manila
class { 'manila::api': service_name => 'nginx' }
