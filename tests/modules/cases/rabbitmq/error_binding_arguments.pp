rabbitmq_binding { 'x@q@v': arguments => ['a'] }
