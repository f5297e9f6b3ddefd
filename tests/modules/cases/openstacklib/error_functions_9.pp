notice(os_database_connection({ 'dialect' => 'a', 'port' => '1', 'database' => 'd' }))
