file { '/tmp/marker': ensure => file }
wait_for { 'a reference': query => File['/tmp/marker'], regex => 'x' }
