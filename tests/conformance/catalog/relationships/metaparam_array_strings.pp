package { 'a': }
service { 'b': }
file { '/c': require => [Package['a'], 'Service[b]'] }
notice(File['/c'][require])
