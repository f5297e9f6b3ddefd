rabbitmq_plugin { 'p': umask => '999' }
