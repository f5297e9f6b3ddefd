notice(os_database_connection({ 'host' => 'a', 'database' => 'd' }))
