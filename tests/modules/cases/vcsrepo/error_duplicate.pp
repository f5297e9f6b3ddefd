vcsrepo { 'a': path => '/srv/x', provider => git, source => 'a' }
vcsrepo { '/srv/x': provider => git, source => 'b' }
