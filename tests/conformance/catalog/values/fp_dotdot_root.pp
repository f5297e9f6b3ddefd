file { '/tmp/q/..': ensure => directory }
file { '/tmp': ensure => directory }
