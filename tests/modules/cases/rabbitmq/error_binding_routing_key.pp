rabbitmq_binding { 'x@q@v': routing_key => 'a b' }
