file { '/x': ensure => file }
notice(File['/x']['owner'])
notify { 'a': }
