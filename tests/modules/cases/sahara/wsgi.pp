class { 'sahara::keystone::authtoken':
  password => 'sahara_pass',
}
include sahara
include apache
class { 'sahara::service::api':
  service_name => 'httpd',
}
class { 'sahara::wsgi::apache':
  servername => 'sahara.example.com',
  ssl        => false,
  workers    => 2,
}
class { 'sahara::wsgi::uwsgi':
  processes => 4,
}
