schedule { 'a': range => ['1:00 - 2:00', '3 - 25'] }
