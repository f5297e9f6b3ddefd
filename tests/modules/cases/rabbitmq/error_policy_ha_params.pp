rabbitmq_policy { 'ha-two@myvhost': pattern => '.*', definition => { 'ha-mode' => 'exactly', 'ha-params' => '02' } }
