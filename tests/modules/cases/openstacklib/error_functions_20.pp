notice(os_database_connection({ 'dialect' => 'mysql', 'host' => 'db', 'database' => 'd', 'port' => 3306 }))
