rabbitmq_policy { 'ha-all@myvhost': pattern => '.*', definition => 'all' }
