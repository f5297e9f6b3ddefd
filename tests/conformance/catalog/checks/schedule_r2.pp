schedule { 'a': range => '22:00 - 04:00' }
