mysql_database { 'db': charset => 'utf8mb4' }
mysql_datadir { '/d': basedir => '/usr', defaults_extra_file => '/etc/my.cnf' }
mysql_plugin { 'p': soname => 'auth.so' }
