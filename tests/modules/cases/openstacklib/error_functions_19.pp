notice(os_database_connection({ 'dialect' => 'postgresql', 'host' => 'db', 'database' => 'db', 'username' => 'u', 'password' => undef }))
