schedule { 'a': weekday => 'mondays' }
