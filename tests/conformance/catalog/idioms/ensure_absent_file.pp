file { '/tmp/gone': ensure => absent, recurse => true, force => true }
