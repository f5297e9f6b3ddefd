include dns
