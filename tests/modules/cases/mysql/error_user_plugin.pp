mysql_user { 'u@localhost': plugin => '!!' }
