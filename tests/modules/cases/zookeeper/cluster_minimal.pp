class { 'zookeeper':
  id      => '1',
  servers => ['192.168.1.1', '192.168.1.2', '192.168.1.3'],
  client_port => 2181,
  datastore   => '/var/lib/zookeeper',
}
