file { '/etc/long/path/config.conf': ensure => file, alias => 'cfg' }
notify { 'n': require => File['cfg'] }
notice(File['cfg'])
