notice(ipv6_normalize_dnsmasq_ip_subnets())
