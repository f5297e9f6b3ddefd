rabbitmq_parameter { 'p@/': component_name => 'shovel', value => { 'a' => 1 } }
