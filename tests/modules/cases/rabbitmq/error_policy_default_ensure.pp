rabbitmq_policy { 'ha-all@myvhost': definition => { 'ha-mode' => 'all' } }
