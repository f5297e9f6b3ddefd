class { 'ntp':
  service_manage => false,
  package_manage => false,
  config_dir     => '/etc/ntp',
  keys_enable    => true,
  keys_trusted   => [1, 2],
  keys_requestkey => 1,
  keys_controlkey => 2,
}
