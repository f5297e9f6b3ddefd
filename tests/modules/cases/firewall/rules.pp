# Typical rules with the other properties, each with valid values.
firewall { '200 dnat web':
  table   => 'nat',
  chain   => 'PREROUTING',
  proto   => 'tcp',
  dport   => '8080',
  jump    => 'DNAT',
  todest  => '10.0.0.5:80',
  random  => true,
}
firewall { '201 snat out':
  table    => 'nat',
  chain    => 'POSTROUTING',
  jump     => 'SNAT',
  tosource => '192.0.2.1',
  proto    => 'all',
}
firewall { '202 log dropped':
  jump             => 'LOG',
  log_level        => 'warn',
  log_prefix       => 'dropped: ',
  log_uid          => true,
  log_tcp_sequence => 'true',
  log_ip_options   => false,
  limit            => '5/min',
  burst            => 10,
}
firewall { '203 ranges':
  src_range => '10.0.0.1-10.0.0.9',
  dst_range => '2001:db8::1-2001:db8::9',
  src_type  => ['LOCAL', '! BROADCAST --limit-iface-in'],
  dst_type  => 'UNICAST',
  ctstate   => ['NEW', 'RELATED'],
  ctproto   => '6',
  ctorigsrcport => '1024:65535',
  ctstatus  => ['ASSURED', 'CONFIRMED'],
  ctdir     => 'REPLY',
  ctexpire  => '! 10',
  action    => 'accept',
}
firewall { '204 icmp echo':
  proto  => 'icmp',
  icmp   => 'echo-request',
  action => 'accept',
}
firewall { '205 icmp v6':
  proto    => 'ipv6-icmp',
  icmp     => 'neighbour-solicitation',
  action   => 'accept',
  provider => 'ip6tables',
  hop_limit => '255',
  isfirstfrag => true,
}
firewall { '206 marks':
  table     => 'mangle',
  chain     => 'PREROUTING',
  jump      => 'MARK',
  set_mark  => '0x10',
  connmark  => 15,
  match_mark => '0xa',
}
firewall { '207 dscp':
  table          => 'mangle',
  chain          => 'OUTPUT',
  jump           => 'DSCP',
  set_dscp_class => 'EF',
}
firewall { '208 recent':
  recent   => 'update',
  rseconds => 60,
  rhitcount => 4,
  rname    => 'ssh',
  rsource  => true,
  mask     => '255.255.255.255',
  action   => 'drop',
}
firewall { '209 statistic':
  stat_mode   => 'nth',
  stat_every  => '3',
  stat_packet => 0,
  action      => 'accept',
}
firewall { '210 probability':
  stat_mode        => 'random',
  stat_probability => '0.25',
  action           => 'accept',
}
firewall { '211 time':
  time_start   => '9:00',
  time_stop    => '17:30',
  week_days    => ['Mon', 'Tue'],
  month_days   => 15,
  kernel_timezone => true,
  action       => 'accept',
}
firewall { '212 owner':
  chain  => 'OUTPUT',
  uid    => 'www-data',
  gid    => '! 33',
  action => 'accept',
}
firewall { '213 nfqueue':
  jump         => 'NFQUEUE',
  queue_num    => 5,
  queue_bypass => true,
}
firewall { '214 misc':
  length      => '64-1500',
  string      => 'GET /',
  string_algo => 'kmp',
  string_hex  => '|41 42|',
  pkttype     => 'broadcast',
  isfragment  => false,
  mac_source  => '00:1A:2b:3c:4d:5e',
  physdev_in  => 'br0',
  physdev_is_bridged => true,
  src_cc      => 'DE,FR',
  ipsec_policy => 'ipsec',
  ipsec_dir   => 'in',
  socket      => true,
  rpfilter    => ['loose', 'invert'],
  action      => 'drop',
}
firewall { '215 hashlimit':
  hashlimit_name  => 'web',
  hashlimit_upto  => '50/sec',
  hashlimit_burst => '100',
  hashlimit_mode  => 'srcip,dstip',
  action          => 'accept',
}
firewall { '216 ct':
  table   => 'raw',
  chain   => 'PREROUTING',
  jump    => 'CT',
  zone    => 1,
  helper  => 'ftp',
  notrack => true,
}
firewall { '217 checksum':
  table         => 'mangle',
  chain         => 'POSTROUTING',
  jump          => 'CHECKSUM',
  checksum_fill => true,
}
firewall { '218 connlimit':
  connlimit_above => '10',
  connlimit_mask  => 24,
  iniface         => 'eth0.100',
  outiface        => '! ppp+',
  action          => 'reject',
  reject          => 'icmp-port-unreachable',
  ensure          => absent,
}
firewall { '219 clusterip':
  jump                  => 'CLUSTERIP',
  clusterip_new         => true,
  clusterip_hashmode    => 'sourceip-sourceport',
  clusterip_clustermac  => '01:00:5E:00:00:20',
  clusterip_total_nodes => 2,
  clusterip_local_node  => '1',
  onduplicaterulebehaviour => 'ignore',
}
firewallchain { 'MINE:filter:ethernet': }
firewallchain { 'FORWARD:filter:IPv6':
  policy         => 'accept',
  purge          => true,
  ignore         => ['-j fail2ban-ssh', '--comment "[^"]*(?i:ignore)[^"]*"'],
  ignore_foreign => 'true',
}
firewallchain { 'BROUTING:broute:ethernet': policy => accept }
