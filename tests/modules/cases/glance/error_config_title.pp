glance_api_config { 'debug': value => true }
