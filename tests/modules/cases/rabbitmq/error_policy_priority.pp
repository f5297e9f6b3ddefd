rabbitmq_policy { 'ha-all@myvhost': pattern => '.*', definition => { 'ha-mode' => 'all' }, priority => -1 }
