class { 'postgresql::globals': version => '15' }
class { 'postgresql::server': }
postgresql::server::db { 'app': user => 'app' }
