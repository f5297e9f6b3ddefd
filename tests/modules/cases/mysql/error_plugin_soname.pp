mysql_plugin { 'p': soname => 'auth' }
