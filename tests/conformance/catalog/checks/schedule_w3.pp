schedule { 'a': weekday => true }
