exec { 'apt-update': command => '/usr/bin/apt-get update', refreshonly => true }
file { '/etc/apt/sources.list.d/x.list': ensure => file, content => "deb x\n", notify => Exec['apt-update'] }
notice(Exec['apt-update']['refreshonly'])
