file { '/tmp/m': ensure => file, mode => '99999' }
