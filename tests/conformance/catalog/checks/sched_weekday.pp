schedule { 'weekend': weekday => ['Saturday', 'Sun'] }
