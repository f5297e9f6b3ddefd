notice(os_transport_url({ 'transport' => 'rabbit', 'host' => 'a', 'hosts' => ['b'] }))
