rabbitmq_policy { 'ha-all@myvhost': pattern => '.*', definition => { 'ha-mode' => 'all' }, applyto => 'streams' }
