notice(os_transport_url({ 'transport' => 'rabbit', 'host' => 'a', 'ssl' => 'maybe' }))
