rabbitmq_policy { 'ha-all@myvhost': pattern => '.*', definition => { 'ha-mode' => 'nodes', 'ha-params' => 'rabbit@a' } }
