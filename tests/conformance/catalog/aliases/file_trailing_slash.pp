file { '/tmp/dir/': ensure => directory }
notice(File['/tmp/dir']['ensure'])
file { '/tmp/dir': ensure => directory }
