file { 'relative/path': ensure => file }
