rabbitmq_parameter { 'p@/': component_name => '', value => { 'a' => 'b' } }
