schedule { 'a': range => '1:61 - 2:00' }
