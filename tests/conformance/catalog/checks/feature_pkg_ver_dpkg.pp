package { 'x': ensure => '1.2', provider => dpkg }
