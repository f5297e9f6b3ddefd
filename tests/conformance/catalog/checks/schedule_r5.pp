schedule { 'a': range => 5 }
