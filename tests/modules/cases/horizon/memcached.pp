class { 'memcached':
  listen_ip => '127.0.0.1',
}
class { 'horizon':
  secret_key       => 'elj1IWiLoWHgryYxFT6j7cM5fGOOxWY0',
  cache_backend    => 'django.core.cache.backends.memcached.PyMemcacheCache',
  cache_server_ip  => '127.0.0.1',
  allowed_hosts    => ['horizon.example.com', '10.0.0.11'],
  server_aliases   => ['horizon.example.com'],
  keystone_url     => 'http://controller.example.com:5000/v3',
  keystone_multidomain_support => true,
  keystone_default_domain      => 'Default',
  available_regions => [['http://region1.example.com:5000/v3', 'RegionOne'], ['http://region2.example.com:5000/v3', 'RegionTwo']],
  api_versions     => { 'identity' => '3', 'image' => '2', 'volume' => '3' },
  timezone         => 'Europe/Berlin',
  session_timeout  => 3600,
}
