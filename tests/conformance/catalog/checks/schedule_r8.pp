schedule { 'a': range => '01:00:00 - 02:00:99' }
