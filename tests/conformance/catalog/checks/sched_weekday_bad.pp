schedule { 'weekend': weekday => 'Caturday' }
