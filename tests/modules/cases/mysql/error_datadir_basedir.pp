mysql_datadir { '/var/lib/mysql': basedir => 'usr' }
