class { 'ironic::api::authtoken': password => 'p' }
class { 'ironic::api': service_name => 'nginx' }
