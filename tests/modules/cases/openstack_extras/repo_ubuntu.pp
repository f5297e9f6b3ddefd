class { 'openstack_extras::repo::debian::ubuntu':
  release         => 'zed',
  package_require => true,
}
