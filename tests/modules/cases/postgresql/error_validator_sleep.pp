postgresql_conn_validator { 'db': sleep => true }
