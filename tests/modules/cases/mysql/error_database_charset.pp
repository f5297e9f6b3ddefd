mysql_database { 'db': charset => 'utf 8' }
