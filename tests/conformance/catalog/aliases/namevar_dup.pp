file { 'myfile':
  path => '/tmp/x',
}
file { '/tmp/x':
  ensure => file,
}
