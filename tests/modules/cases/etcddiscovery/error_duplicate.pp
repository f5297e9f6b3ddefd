include etcddiscovery
etcddiscovery_config { 'server/prefix_url': value => 'x' }
