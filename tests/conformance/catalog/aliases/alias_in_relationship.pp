package { 'openssh-server': ensure => installed, alias => 'ssh' }
service { 'sshd': ensure => running }
Package['ssh'] -> Service['sshd']
notify { 'x': require => Package['ssh'] }
