notice(ipv6_normalize_dnsmasq_ip_subnets([]))
notice(ipv6_normalize_dnsmasq_ip_subnets([
  { 'netmask' => '255.255.0.0', 'gateway' => '10.0.0.1' },
  { 'netmask' => 'ffff:ffff:ffff:ffff::', 'gateway' => 'fe80::1', 'tag' => 'x' },
  { 'netmask' => 'ffff:ffff::', 'gateway' => '10.0.0.1' },
  { 'netmask' => 'garbage', 'gateway' => 'fe80::zz' },
  { 'ip_range' => 'a,b' },
  { 'netmask' => '::', 'gateway' => '::1' },
  { 'netmask' => 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' },
  { 'netmask' => 'ffff:ff00::/32' },
  { 'netmask' => '10.0.0.0/8' },
  { 'netmask' => '', 'gateway' => '' },
  { 'netmask' => false, 'gateway' => undef },
]))
