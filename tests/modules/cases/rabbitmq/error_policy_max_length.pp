rabbitmq_policy { 'len@myvhost': pattern => '.*', definition => { 'max-length' => '1e3' } }
