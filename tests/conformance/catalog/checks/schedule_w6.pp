schedule { 'a': weekday => -1 }
