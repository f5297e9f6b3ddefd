class { 'openstack_extras::repo::debian::debian':
  release         => 'zed',
  use_extrepo     => false,
  package_require => true,
  source_hash     => {
    'local_mirror' => {
      'location' => 'http://mirror.example.com/debian',
      'release'  => 'bookworm',
      'repos'    => 'main',
    },
  },
  source_defaults => { 'include' => { 'src' => false } },
}
package { 'python3-openstackclient': ensure => present }
