vcsrepo { '/srv/x': ensure => sideways, provider => git }
