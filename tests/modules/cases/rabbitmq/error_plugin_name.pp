rabbitmq_plugin { 'bad name': }
