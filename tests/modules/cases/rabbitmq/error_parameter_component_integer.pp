rabbitmq_parameter { 'p@/': component_name => 5, value => { 'a' => 'b' } }
