rabbitmq_exchange { 'x@y': type => [undef], user => 'a' }
