schedule { 'a': range => '25:00 - 26:00' }
