class { 'mistral::keystone::authtoken': password => 'x' }
include mistral
class { 'mistral::api': service_name => 'nginx' }
