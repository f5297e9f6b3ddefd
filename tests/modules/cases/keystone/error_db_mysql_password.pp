class { 'keystone::db::mysql': password => ['x'] }
