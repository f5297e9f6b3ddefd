class ntp_like(
  Array[String] $servers = ['0.pool.ntp.org'],
  Enum['running', 'stopped'] $service_ensure = 'running',
  Boolean $enable = true,
) {
  package { 'ntp': ensure => installed }
  -> file { '/etc/ntp.conf': content => join($servers.map |$s| { "server ${s} iburst" }, "\n") }
  ~> service { 'ntp': ensure => $service_ensure, enable => $enable }
}
class { 'ntp_like': servers => ['a', 'b'] }
