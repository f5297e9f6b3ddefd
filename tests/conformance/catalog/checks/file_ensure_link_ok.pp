file { '/tmp/l': ensure => link, target => '/tmp/t' }
file { '/tmp/d': ensure => directory, recurse => true, purge => true, force => true }
notice('ok')
