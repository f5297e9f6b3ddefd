package { 'x': ensure => '' }
