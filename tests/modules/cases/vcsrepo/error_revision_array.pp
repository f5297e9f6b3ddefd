vcsrepo { '/tmp/x': ensure => present, provider => git, revision => ['a', 'b c'] }
