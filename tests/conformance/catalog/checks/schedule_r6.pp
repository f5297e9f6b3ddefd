schedule { 'a': range => 'x1-2y' }
