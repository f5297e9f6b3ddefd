rabbitmq_user { 'u': password => 'p', tags => [File['/tmp/x']] }
