class { 'mistral::keystone::authtoken':
  password => 'mistral_pass',
}
include mistral
include apache
class { 'mistral::api':
  service_name => 'httpd',
}
class { 'mistral::wsgi::apache':
  servername => 'mistral.example.com',
  ssl        => false,
  workers    => 2,
}
