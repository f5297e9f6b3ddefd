postgresql_conn_validator { 'db': port => 'abc' }
