notice(os_transport_url({ 'transport' => 'rabbit', 'hosts' => ['a'], 'ssl' => false, 'username' => undef }))
