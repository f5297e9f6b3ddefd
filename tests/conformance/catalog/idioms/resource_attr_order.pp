file { '/z': mode => '0644', ensure => file, owner => 'root', content => 'c', group => 'g' }
