vcsrepo { '/srv/cvs': ensure => present, provider => cvs, source => ':pserver:anonymous@example.com:/sources/cvs', compression => 9 }
