# lang_classes: the params class pattern
class ntp::params {
  $servers = ['0.pool.ntp.org', '1.pool.ntp.org']
  $service_name = 'ntpd'
}
class ntp (
  Array[String] $servers = $ntp::params::servers,
  String $service_name = $ntp::params::service_name,
) inherits ntp::params {
  notice("servers: ${servers}")
  service { $service_name: ensure => running }
}
include ntp
