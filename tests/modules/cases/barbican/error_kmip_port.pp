class { 'barbican::plugins::kmip': kmip_plugin_host => 'kmip.example.com' }
