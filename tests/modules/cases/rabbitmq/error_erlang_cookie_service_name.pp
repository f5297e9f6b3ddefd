rabbitmq_erlang_cookie { '/c': content => 'abc', service_name => 'a b' }
