service { 'webserver':
  name   => 'httpd',
  ensure => running,
}
file { '/etc/httpd.conf': notify => Service['httpd'] }
