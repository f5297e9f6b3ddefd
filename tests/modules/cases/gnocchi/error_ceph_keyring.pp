include gnocchi
class { 'gnocchi::storage::ceph': ceph_username => 'gnocchi' }
