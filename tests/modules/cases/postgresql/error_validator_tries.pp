postgresql_conn_validator { 'db': tries => '12.5' }
