rabbitmq_plugin { 'p': umask => 22 }
