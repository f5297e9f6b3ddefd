schedule { 'a': range => '1 -' }
