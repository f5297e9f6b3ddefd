rabbitmq_policy { 'sh@myvhost': pattern => '.*', definition => { 'shards-per-node' => 'two' } }
