file { '//tmp/y': ensure => file }
file { '/tmp/y': ensure => file }
