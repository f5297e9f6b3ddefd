define apache::vhost (
  Integer $port = 80,
  String $docroot = "/var/www/${title}",
  Optional[String] $servername = undef,
) {
  $sn = pick($servername, $title)
  file { "/etc/apache2/sites-available/${title}.conf":
    ensure  => file,
    content => "<VirtualHost *:${port}>\n  ServerName ${sn}\n  DocumentRoot ${docroot}\n</VirtualHost>\n",
  }
  file { $docroot: ensure => directory }
}
apache::vhost { 'example.com': port => 8080 }
apache::vhost { ['a.org', 'b.org']: }
notice(Apache::Vhost['a.org'][docroot])
