class { 'memcached':
  max_memory      => '12%',
  listen_ip       => '10.0.0.5',
  tcp_port        => 11222,
  udp_port        => 0,
  max_connections => 4096,
  lock_memory     => true,
  extended_opts   => ['lru_crawler', 'lru_maintainer'],
}
