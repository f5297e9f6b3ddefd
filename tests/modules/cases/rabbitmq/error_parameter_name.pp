rabbitmq_parameter { 'documentumShovel': component_name => 'shovel', value => { 'a' => 'b' } }
