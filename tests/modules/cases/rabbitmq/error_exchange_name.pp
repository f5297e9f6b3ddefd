rabbitmq_exchange { 'myexchange': type => 'topic', user => 'dan', password => 'bar' }
