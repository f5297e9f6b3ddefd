class { 'horizon':
  secret_key => 'k',
  root_path  => 'usr/share/openstack-dashboard',
}
