# lang_relationships: chaining arrows
Package['ntp'] -> File['/etc/ntp.conf'] ~> Service['ntpd']

package { 'ntp':
  ensure => installed,
}
file { '/etc/ntp.conf':
  ensure => file,
}
service { 'ntpd':
  ensure => running,
}
