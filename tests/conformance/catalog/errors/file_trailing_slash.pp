file { '/tmp/dir/': ensure => directory }
notice(File['/tmp/dir']['ensure'])
