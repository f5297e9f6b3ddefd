schedule { 'a': range => '1 - 2 - ' }
