rabbitmq_user { 'x': admin => [undef] }
