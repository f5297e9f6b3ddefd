neutron_subnet { 's1':
  ensure       => present,
  cidr         => '10.0.0.0/24',
  network_id   => 'abc',
  ipv6_ra_mode => 'slaac',
}
