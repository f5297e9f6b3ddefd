notice(os_database_connection({ 'dialect' => 'mysql', 'host' => 'db', 'database' => 'd', 'extra' => { 'x' => '%zz y' } }))
