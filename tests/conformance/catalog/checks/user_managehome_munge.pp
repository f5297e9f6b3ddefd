user { 'deploy':
  ensure     => present,
  managehome => 'maybe',
}
