package { 'ntp': ensure => installed }
-> file { '/etc/ntp.conf': ensure => file }
~> service { 'ntpd': ensure => running }
notice(File['/etc/ntp.conf'][notify])
notice(Package['ntp'][before])
