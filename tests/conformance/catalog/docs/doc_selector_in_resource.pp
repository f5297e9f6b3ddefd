$osfamily = 'Debian'
package { 'apache':
  name   => $osfamily ? { 'Debian' => 'apache2', default => 'httpd' },
  ensure => present,
}
notice(Package['apache'][name])
