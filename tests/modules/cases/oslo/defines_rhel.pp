oslo::db { 'keystone_config':
  connection     => 'mysql+pymysql://keystone:pass@10.0.0.5/keystone',
  max_retries    => 10,
  max_pool_size  => 20,
}
oslo::messaging::rabbit { 'keystone_config':
  rabbit_use_ssl     => true,
  kombu_ssl_ca_certs => '/etc/ssl/ca.pem',
  kombu_compression  => 'gzip',
  rabbit_ha_queues   => true,
}
oslo::log { 'keystone_config':
  debug   => true,
  log_dir => '/var/log/keystone',
}
oslo::cache { 'keystone_config':
  enabled          => true,
  backend          => 'dogpile.cache.memcached',
  memcache_servers => ['10.0.0.5:11211', '10.0.0.6:11211'],
}
