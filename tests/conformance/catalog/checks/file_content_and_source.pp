file { '/tmp/both':
  ensure  => file,
  content => 'x',
  source  => 'puppet:///modules/m/x',
}
