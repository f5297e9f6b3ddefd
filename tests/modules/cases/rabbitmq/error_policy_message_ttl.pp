rabbitmq_policy { 'ttl@myvhost': pattern => '.*', definition => { 'message-ttl' => '+100' } }
