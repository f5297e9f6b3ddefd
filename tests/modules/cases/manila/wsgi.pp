class { 'manila::keystone::authtoken':
  password => 'manila_pass',
}
include manila
include apache
class { 'manila::api':
  service_name => 'httpd',
}
class { 'manila::wsgi::apache':
  servername => 'manila.example.com',
  ssl        => false,
  workers    => 2,
}
class { 'manila::wsgi::uwsgi':
  processes => 4,
}
