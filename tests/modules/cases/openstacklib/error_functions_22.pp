notice(os_database_connection({ 'dialect' => 'mysql', 'host' => 'db', 'database' => 'my db' }))
