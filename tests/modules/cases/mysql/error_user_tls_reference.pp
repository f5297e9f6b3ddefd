mysql_user { 'u@localhost': tls_options => [File['/tmp/x']] }
