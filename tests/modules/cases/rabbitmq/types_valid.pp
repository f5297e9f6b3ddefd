rabbitmq_erlang_cookie { '/c2': content => 'abc', force => true }
rabbitmq_plugin { 'p2': umask => '022' }
