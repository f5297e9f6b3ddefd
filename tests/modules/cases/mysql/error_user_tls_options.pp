mysql_user { 'u@localhost': tls_options => ['SSL', 'bogus'] }
