notice(ipv6_normalize_dnsmasq_ip_subnets(['ffff::', { 'netmask' => 5, 'gateway' => ['fe80::1'] }]))
