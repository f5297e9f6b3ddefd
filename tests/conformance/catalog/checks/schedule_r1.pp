schedule { 'a': range => '1-2-3' }
