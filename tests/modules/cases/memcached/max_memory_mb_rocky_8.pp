class { 'memcached': max_memory => 2048, max_item_size => '2m', unix_socket => '/run/memcached.sock', verbosity => 'vv' }
