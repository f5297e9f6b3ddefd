class { 'gitolite':
  user     => 'git',
  userhome => '/srv/git',
}
