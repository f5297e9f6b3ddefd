rabbitmq_user { 'dan': password => 'x', tags => ['administrator'] }
