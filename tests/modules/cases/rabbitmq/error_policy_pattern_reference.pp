rabbitmq_policy { 'p@/': pattern => File['/tmp/x'], definition => {'ha-mode' => 'all'} }
