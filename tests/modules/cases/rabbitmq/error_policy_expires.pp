rabbitmq_policy { 'ttl@myvhost': pattern => '.*', definition => { 'expires' => '1h' } }
