notify { 'x': title => 'y' }
