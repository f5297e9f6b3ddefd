class { 'barbican::plugins::kmip': kmip_plugin_host => 'kmip.example.com', kmip_plugin_port => 5696, kmip_plugin_username => 'user' }
