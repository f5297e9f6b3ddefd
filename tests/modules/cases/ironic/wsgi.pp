include ironic
include apache
class { 'ironic::api::authtoken':
  password => 'ironic_pass',
}
class { 'ironic::api':
  service_name => 'httpd',
}
class { 'ironic::wsgi::apache':
  servername => 'ironic.example.com',
  ssl        => false,
  workers    => 2,
}
