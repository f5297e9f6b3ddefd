file { '/tmp/l': ensure => link, target => '/tmp/t' }
file { '/tmp/src': source => 'puppet:///modules/x/y', ensure => file }
file { '/tmp/both': source => '/a', content => 'b' }
