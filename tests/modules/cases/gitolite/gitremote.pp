gitremote { 'origin':
  ensure => present,
}
