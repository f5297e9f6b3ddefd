rabbitmq_erlang_cookie { '/c': content => 'abc', force => 'yes' }
