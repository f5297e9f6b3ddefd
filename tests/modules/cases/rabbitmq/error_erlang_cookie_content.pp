rabbitmq_erlang_cookie { '/c': content => 'a b' }
