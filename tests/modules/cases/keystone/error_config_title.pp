keystone_config { 'max_param_size': value => 128 }
