class { 'redis':
  bind           => '10.0.1.2',
  slaveof        => '10.0.1.1 6379',
  maxmemory      => '1gb',
  maxmemory_policy => 'allkeys-lru',
  requirepass    => 'secret',
  manage_repo    => false,
}
