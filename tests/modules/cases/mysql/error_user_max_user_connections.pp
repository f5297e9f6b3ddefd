mysql_user { 'u@localhost': max_user_connections => 'many' }
