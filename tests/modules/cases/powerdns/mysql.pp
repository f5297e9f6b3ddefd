include powerdns
class { 'powerdns::mysql':
  user     => 'pdns',
  password => 'secret',
  host     => 'db.example.com',
}
include powerdns::recursor
