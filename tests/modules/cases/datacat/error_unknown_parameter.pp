datacat_fragment { 'x':
  target => '/etc/motd',
  content => 'x',
}
