rabbitmq_user { 'dan': admin => 'maybe', password => 'bar' }
