notice(os_transport_url({ 'transport' => 'rabbit' }))
