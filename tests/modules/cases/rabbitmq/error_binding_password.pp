rabbitmq_binding { 'x@q@v': password => ' ' }
