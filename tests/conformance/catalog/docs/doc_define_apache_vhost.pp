define apache::vhost (
  Integer $port,
  String[1] $docroot,
  String[1] $servername = $title,
  String $vhost_name = '*',
) {
  include apache
  file { "${servername}.conf":
    ensure  => file,
    owner   => 'www',
    group   => 'www',
    mode    => '0644',
    path    => "/etc/httpd/conf.d/${servername}.conf",
    content => "Listen ${port}\n",
    require => Package['httpd'],
    notify  => Service['httpd'],
  }
}
class apache {
  package { 'httpd': }
  service { 'httpd': }
}
apache::vhost {'homepages':
  port    => 8081,
  docroot => '/var/www-testhost',
}
apache::vhost {'other':
  port    => 8082,
  docroot => '/var/www-other',
}
notice(File['homepages.conf'][path])
