include gnocchi
class { 'gnocchi::storage::s3':
  s3_endpoint_url      => 'http://s3.example.com',
  s3_access_key_id     => 'access',
  s3_secret_access_key => 'secret',
}
