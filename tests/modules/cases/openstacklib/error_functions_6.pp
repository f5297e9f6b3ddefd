notice(os_transport_url())
