include dns
dns::view { 'internal': }
