rabbitmq_binding { 'x@q@v': user => 'the admin' }
