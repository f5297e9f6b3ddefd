rabbitmq_policy { 'ha-all@myvhost': ensure => present, definition => { 'ha-mode' => 'all' } }
