schedule { 'a': weekday => [0, 6, '3'] }
