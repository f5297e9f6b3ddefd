mysql_datadir { '/d': defaults_extra_file => '/etc/x.conf' }
