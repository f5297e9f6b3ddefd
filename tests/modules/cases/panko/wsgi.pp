include panko
class { 'panko::keystone::authtoken':
  password => 'a_big_secret',
}
class { 'panko::api':
  service_name => 'httpd',
}
include apache
class { 'panko::wsgi::apache':
  ssl     => false,
  workers => 2,
}
class { 'panko::wsgi::uwsgi':
  processes => 4,
}
