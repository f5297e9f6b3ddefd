file { '/tmp/dir': ensure => directory, recurse => true, purge => true, force => true }
file { '/tmp/link': ensure => link, target => '/tmp/dir' }
file { '/tmp/absent': ensure => absent }
