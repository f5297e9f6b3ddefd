firewall { '100 a false property without a value collection is not set': zone => false, rpfilter => 'anything' }
firewall { '101 proto':
  proto => '! udp',
  dport => ['! 53', '1000-2000'],
}
firewall { '102 ports as numbers': sport => [1024, '2048'], proto => 'sctp', dport => 7 }
firewall { '103 icmp by number': proto => 'icmp', icmp => 3 }
firewall { '104 icmp code': proto => 'icmp', icmp => 'x-12' }
firewall { '105 log level by number': jump => 'LOG', log_level => 4 }
