class { 'magnum::keystone::authtoken':
  password => 'magnum_pass',
}
include magnum
include apache
class { 'magnum::api':
  service_name => 'httpd',
}
class { 'magnum::wsgi::apache':
  servername => 'magnum.example.com',
  ssl        => false,
  workers    => 2,
}
class { 'magnum::wsgi::uwsgi':
  processes => 4,
}
