user { 'deploy':
  ensure     => present,
  uid        => 2000,
  gid        => 'deploy',
  groups     => ['sudo', 'docker'],
  home       => '/home/deploy',
  managehome => true,
  shell      => '/bin/bash',
  password   => '!',
}
group { 'deploy': ensure => present, gid => 2000 }
notice(User['deploy']['groups'])
