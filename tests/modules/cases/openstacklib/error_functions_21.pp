notice(os_database_connection({ 'dialect' => 'mysql', 'host' => 'db_1', 'database' => 'd' }))
