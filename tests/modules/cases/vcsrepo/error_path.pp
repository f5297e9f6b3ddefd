vcsrepo { 'relative/path': ensure => present, provider => git, source => 'https://github.com/example/app.git' }
