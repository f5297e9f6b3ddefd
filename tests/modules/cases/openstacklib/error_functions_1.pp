notice(os_transport_url({ 'host' => 'a' }))
