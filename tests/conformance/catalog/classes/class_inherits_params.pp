class ntp::params {
  $servers = ['0.pool.ntp.org', '1.pool.ntp.org']
  $service = 'ntpd'
}
class ntp(
  Array $servers = $ntp::params::servers,
  String $service = $ntp::params::service,
) inherits ntp::params {
  service { $service: ensure => running }
  notice($servers)
}
include ntp
