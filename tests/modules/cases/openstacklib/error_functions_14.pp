notice(os_database_connection({ 'dialect' => 'a', 'database' => 'd', 'port' => 1, 'host' => 'h' }))
