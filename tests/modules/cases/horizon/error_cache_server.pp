class { 'horizon':
  secret_key       => 'k',
  cache_server_ip  => '127.0.0.1',
  cache_server_url => 'memcached://127.0.0.1:11211',
}
