class foo($port = 8080, $host = 'localhost') {}
include foo
notice(Class['foo'][port])
notice(Class[foo][host])
file { '/x': ensure => file, mode => '0644' }
notice(File['/x'][mode])
notice(File['/x'][owner])
