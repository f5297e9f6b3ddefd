class { 'aodh::keystone::authtoken': password => 'p' }
class { 'aodh::api': service_name => 'nginx' }
