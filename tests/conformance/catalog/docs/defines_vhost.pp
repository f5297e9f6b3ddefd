# lang_defined_types: a defined resource type with parameters
define apache::vhost (
  Integer $port,
  String[1] $docroot,
  String[1] $servername = $title,
  String $vhost_name = '*',
) {
  include apache
  file { "/etc/httpd/conf.d/${title}.conf":
    ensure  => file,
    owner   => 'www',
    group   => 'www',
    mode    => '0644',
    content => "<VirtualHost ${vhost_name}:${port}>\n  ServerName ${servername}\n  DocumentRoot ${docroot}\n</VirtualHost>\n",
    require => Package['httpd'],
    notify  => Service['httpd'],
  }
}
class apache {
  package { 'httpd': ensure => installed }
  service { 'httpd': ensure => running }
}
apache::vhost { 'homepages':
  port    => 8081,
  docroot => '/var/www-testhost',
}
apache::vhost { 'docs':
  port       => 80,
  docroot    => '/var/www-docs',
  servername => 'docs.example.com',
}
