class ntp {
  contain ntp::install
  contain ntp::config
  contain ntp::service
  Class['ntp::install']
  -> Class['ntp::config']
  ~> Class['ntp::service']
}
class ntp::install { package { 'ntp': ensure => installed } }
class ntp::config { file { '/etc/ntp.conf': ensure => file } }
class ntp::service { service { 'ntpd': ensure => running } }
include ntp
notice('ntp declared')
