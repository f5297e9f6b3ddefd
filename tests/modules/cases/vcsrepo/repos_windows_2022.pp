vcsrepo { '/srv/app':
  ensure   => present,
  provider => git,
  source   => 'https://github.com/example/app.git',
  revision => 'v1.2.3',
  depth    => 1,
  user     => 'deploy',
}
vcsrepo { '/srv/svn':
  ensure   => latest,
  provider => svn,
  source   => 'svn://svnrepo/hello/branches/foo',
  basic_auth_username => 'user',
  basic_auth_password => 'secret',
}
vcsrepo { '/srv/bare':
  ensure   => bare,
  provider => git,
  source   => {
    'origin'   => 'https://github.com/example/app.git',
    'upstream' => 'https://github.com/upstream/app.git',
  },
}
vcsrepo { '/srv/hg': ensure => present, provider => hg, source => 'http://hg.example.com/repo' }
