notice(os_database_connection({ 'dialect' => 'a', 'database' => 'd', 'extra' => 'x' }))
