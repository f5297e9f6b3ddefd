class { 'nova::db::mysql':
  password => ['nova_pass'],
}
