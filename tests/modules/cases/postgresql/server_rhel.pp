class { 'postgresql::globals':
  version => '13',
}
class { 'postgresql::server': }
postgresql::server::db { 'app': user => 'app', password => 'secret' }
