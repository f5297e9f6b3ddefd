# keystone_endpoint's autorequire(:keystone_service) without a type: the service found by its
# name when there is exactly one, else the agent warns.
keystone_service { 'keystone::identity': ensure => present, description => 'OpenStack Identity' }
keystone_service { 'glance::image': ensure => present }
keystone_service { 'nova::compute': ensure => present }
keystone_service { 'nova::compute_legacy': ensure => present, name => 'nova', type => 'compute_legacy' }
keystone_endpoint { 'RegionOne/keystone':
  ensure       => present,
  public_url   => 'http://127.0.0.1:5000',
  internal_url => 'http://127.0.0.1:5000',
  admin_url    => 'http://127.0.0.1:5000',
}
keystone_endpoint { 'RegionOne/glance::image':
  public_url   => 'http://127.0.0.1:9292',
  internal_url => 'http://127.0.0.1:9292',
  admin_url    => 'http://127.0.0.1:9292',
}
keystone_endpoint { 'RegionOne/nova':
  public_url   => 'http://127.0.0.1:8774',
  internal_url => 'http://127.0.0.1:8774',
  admin_url    => 'http://127.0.0.1:8774',
}
keystone_endpoint { 'RegionOne/cinder':
  public_url   => 'http://127.0.0.1:8776',
  internal_url => 'http://127.0.0.1:8776',
  admin_url    => 'http://127.0.0.1:8776',
}
