include gnocchi
class { 'gnocchi::storage::ceph':
  ceph_username => 'gnocchi',
  ceph_keyring  => '/etc/ceph/ceph.client.gnocchi.keyring',
}
