package { ['httpd', 'mod_ssl']: ensure => present }
service { 'httpd':
  ensure  => running,
  require => Package['httpd', 'mod_ssl'],
}
notice(Service['httpd'][require])
