class { 'openstack_extras::repo::debian::debian':
  release => 'zed',
}
