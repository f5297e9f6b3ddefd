class profile::base($pkgs = ['vim']) {
  package { $pkgs: ensure => installed }
  file { '/etc/motd': content => "hello\n", require => Package[$pkgs] }
}
class role::web { include profile::base  service { 'nginx': ensure => running } }
include role::web
