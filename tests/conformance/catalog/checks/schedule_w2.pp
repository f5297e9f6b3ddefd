schedule { 'a': weekday => 'Tu' }
