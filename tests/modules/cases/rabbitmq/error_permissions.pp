rabbitmq_user_permissions { 'dan': configure_permission => '.*' }
