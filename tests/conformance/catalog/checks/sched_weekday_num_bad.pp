schedule { 'a': weekday => 7 }
