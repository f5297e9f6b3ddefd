rabbitmq_user_permissions { 'dan@myvhost': write_permission => 5 }
