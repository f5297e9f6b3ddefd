mysql_user { 'u@localhost': tls_options => ['NONE', 'CIPHER x'], max_queries_per_hour => 10, plugin => 'auth_socket' }
