rabbitmq_binding { 'x@q@v': destination_type => 'topic' }
