include octavia
class { 'octavia::keystone::authtoken':
  password => 'octavia_pass',
}
class { 'octavia::api':
  service_name => 'httpd',
}
include apache
class { 'octavia::wsgi::apache':
  servername => 'octavia.example.com',
  ssl        => false,
}
class { 'octavia::wsgi::uwsgi':
  processes => 4,
}
