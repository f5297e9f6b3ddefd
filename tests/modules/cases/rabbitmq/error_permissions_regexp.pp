rabbitmq_user_permissions { 'dan@myvhost': configure_permission => '.*', read_permission => '(foo', write_permission => '.*' }
