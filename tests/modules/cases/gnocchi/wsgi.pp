include gnocchi
include apache
class { 'gnocchi::keystone::authtoken':
  password => 'verysecrete',
}
class { 'gnocchi::api':
  service_name => 'httpd',
}
class { 'gnocchi::wsgi::apache':
  servername => 'gnocchi.example.com',
  ssl        => false,
  workers    => 2,
}
class { 'gnocchi::wsgi::uwsgi':
  processes => 4,
}
