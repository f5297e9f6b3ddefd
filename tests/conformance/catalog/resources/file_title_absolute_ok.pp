file { '/tmp/ok/': ensure => directory }
