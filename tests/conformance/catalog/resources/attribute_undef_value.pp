file { '/tmp/u': ensure => file, mode => undef }
notice(File['/tmp/u'][mode])
