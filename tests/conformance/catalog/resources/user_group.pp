group { 'developers': ensure => present, gid => 2000 }
user { 'dev':
  ensure     => present,
  uid        => 2001,
  gid        => 'developers',
  groups     => ['wheel', 'developers'],
  home       => '/home/dev',
  managehome => true,
  shell      => '/bin/bash',
  require    => Group['developers'],
}
