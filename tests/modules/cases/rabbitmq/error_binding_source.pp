rabbitmq_binding { 'b': destination => 'q', vhost => '/' }
