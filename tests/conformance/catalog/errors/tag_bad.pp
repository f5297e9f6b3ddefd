notify { 'x': tag => 'has space' }
