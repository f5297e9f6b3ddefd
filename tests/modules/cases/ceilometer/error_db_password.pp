include ceilometer::db::mysql
