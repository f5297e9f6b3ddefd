notice(ipv6_normalize_dnsmasq_ip_subnets('192.168.0.0/24'))
