glance_api_config { 'DEFAULT/debug': value => true }
glance_api_config { 'DEFAULT/debug': value => false }
