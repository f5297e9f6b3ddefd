service { 'nginx':
  ensure   => running,
  enable   => true,
  provider => bogus,
}
