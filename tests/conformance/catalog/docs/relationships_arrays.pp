# lang_relationships: arrays on either side of a chain
$packages = [Package['ntp'], Package['ntpdate']]
$packages -> Service['ntpd']
package { ['ntp', 'ntpdate']: ensure => installed }
service { 'ntpd': ensure => running }
