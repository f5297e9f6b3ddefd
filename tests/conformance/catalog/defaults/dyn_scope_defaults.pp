class webserver {
  Package { ensure => latest }
  include webserver::packages
}
class webserver::packages {
  package { 'httpd': }
}
include webserver
notice(Package['httpd']['ensure'])
