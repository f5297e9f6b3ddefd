rabbitmq_parameter { 'p@/': value => { 'a' => 'b' } }
