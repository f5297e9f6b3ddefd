class { 'cinder::db::mysql': password => true }
