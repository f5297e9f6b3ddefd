class { 'glance::db::mysql':
  password => 12345,
}
