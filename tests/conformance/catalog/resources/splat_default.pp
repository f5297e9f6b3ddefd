$common = { 'owner' => 'root', 'group' => 'root' }
file { '/tmp/s':
  ensure => file,
  *      => $common,
}
file {
  default: * => $common;
  '/tmp/t': mode => '0600';
}
