rabbitmq_binding { 'b': source => 'x', destination => 'q', vhost => 'my vhost' }
