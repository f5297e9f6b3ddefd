mysql_database { 'db': collate => ['a', 'b c'] }
