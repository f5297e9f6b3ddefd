include gnocchi
class { 'gnocchi::storage::swift':
  swift_authurl => 'http://keystone.example.com:5000/v3',
  swift_user    => 'gnocchi',
  swift_key     => 'secret',
}
class { 'gnocchi::storage::incoming::file': }
