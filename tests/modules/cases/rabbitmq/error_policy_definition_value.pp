rabbitmq_policy { 'ha-all@myvhost': pattern => '.*', definition => { 'ha-mode' => 'all', 'ha-sync' => true } }
