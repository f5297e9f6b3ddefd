class { 'gitolite':
  user => 'git',
}
