class { 'memcached': tcp_port => '11211' }
