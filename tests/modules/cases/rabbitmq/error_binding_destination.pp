rabbitmq_binding { 'b': source => 'x' }
