file { '/etc/a': ensure => file, alias => 'cfg' }
file { 'cfg': path => '/etc/b' }
