rabbitmq_policy { 'len@myvhost': pattern => '.*', definition => { 'max-length-bytes' => ' 1' } }
