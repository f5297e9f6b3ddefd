notify { 'x': stage => 'pre' }
