package { 'nginx':
  ensure   => installed,
  provider => 'bogus',
}
notice('compiled')
