nova_service { 'compute1/x': ensure => absent }
