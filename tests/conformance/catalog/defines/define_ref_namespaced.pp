define apache::vhost($port = 80, $docroot = "/var/www/${title}") {
  file { $docroot: ensure => directory }
  notice("vhost ${title}:${port} at ${docroot}")
}
apache::vhost { 'example.com': port => 443 }
notify { 'after': require => Apache::Vhost['example.com'] }
notice(Apache::Vhost['example.com']['port'])
notice(Apache::Vhost['example.com']['docroot'])
