class { 'congress::db': database_connection => 'redis://localhost' }
