class { 'chrony':
  servers         => ['ntp1.corp.com', 'ntp2.corp.com'],
  peers           => ['peer1.corp.com'],
  queryhosts      => ['192.168/16'],
  chrony_password => 'xyz',
  keys            => ['25 SHA1 HEX:1dc764e0791b11fa67efc7ecbc4b0d73f68a070c'],
  local_stratum   => 10,
  lock_all        => true,
  clientloglimit  => 4096,
  makestep_seconds => 1,
  makestep_updates => 3,
}
