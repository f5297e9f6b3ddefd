rabbitmq_user { 'dan': password => 'x', tags => ['monitoring', 'a b'] }
