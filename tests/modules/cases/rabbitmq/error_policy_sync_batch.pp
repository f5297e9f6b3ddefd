rabbitmq_policy { 'sh@myvhost': pattern => '.*', definition => { 'ha-sync-batch-size' => '' } }
