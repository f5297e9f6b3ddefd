notice(os_database_connection({ 'dialect' => 'a', 'host' => 'h' }))
