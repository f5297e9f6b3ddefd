mysql_datadir { '/d': log_error => 'rel' }
