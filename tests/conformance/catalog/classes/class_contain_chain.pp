class profile::web {
  contain profile::web::install
  contain profile::web::config
  Class['profile::web::install'] -> Class['profile::web::config']
}
class profile::web::install { package { 'nginx': } }
class profile::web::config { file { '/etc/nginx/nginx.conf': } }
include profile::web
notify { 'after': require => Class['profile::web'] }
