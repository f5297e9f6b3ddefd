schedule { 'maint':
  range  => '2 - 4',
  period => daily,
  repeat => 1,
}
exec { '/usr/bin/apt-get update':
  schedule => 'maint',
}
