class { 'gnocchi::db::mysql': password => ['a'] }
