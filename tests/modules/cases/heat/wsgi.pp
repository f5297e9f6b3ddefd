class { 'heat::keystone::authtoken':
  password => 'heat_pass',
}
include heat
include apache
class { 'heat::api':
  service_name => 'httpd',
}
class { 'heat::wsgi::apache_api':
  servername => 'heat.example.com',
  ssl        => false,
  workers    => 2,
}
class { 'heat::api_cfn':
  service_name => 'httpd',
}
class { 'heat::wsgi::apache_api_cfn':
  servername => 'heat.example.com',
  ssl        => false,
}
class { 'heat::wsgi::uwsgi_api':
  processes => 4,
}
