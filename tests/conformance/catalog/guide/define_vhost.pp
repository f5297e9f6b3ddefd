define apache_vhost($port, $docroot = "/var/www/${title}") {
  file { $docroot: ensure => directory }
  notify { "vhost ${title} on ${port}": require => File[$docroot] }
}
apache_vhost { 'example.com': port => 80 }
apache_vhost { 'test.com': port => 8080, docroot => '/srv/test' }
Apache_vhost['example.com'] -> Apache_vhost['test.com']
