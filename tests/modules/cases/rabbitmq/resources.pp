class { 'rabbitmq': repos_ensure => false, delete_guest_user => true }
rabbitmq_user { 'dan': admin => true, password => 'bar', tags => ['monitoring'] }
rabbitmq_vhost { 'myvhost': ensure => present }
rabbitmq_user_permissions { 'dan@myvhost':
  configure_permission => '.*',
  read_permission      => '.*',
  write_permission     => '.*',
}
rabbitmq_exchange { 'myexchange@myvhost':
  user     => 'dan',
  password => 'bar',
  type     => 'topic',
  ensure   => present,
  internal => false,
  auto_delete => false,
  durable  => true,
}
rabbitmq_queue { 'myqueue@myvhost':
  user => 'dan', password => 'bar', durable => true, auto_delete => false, ensure => present,
}
rabbitmq_policy { 'ha-all@myvhost':
  pattern    => '.*',
  priority   => 0,
  applyto    => 'all',
  definition => { 'ha-mode' => 'all', 'ha-sync-mode' => 'automatic' },
}
rabbitmq_plugin { 'rabbitmq_stomp': ensure => present }
