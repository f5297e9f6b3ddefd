class { 'dns':
  forwarders => ['8.8.8.8', '8.8.4.4'],
  allow_recursion => ['localnets', 'localhost'],
  acls => { 'trusted' => ['192.168.0.0/24', 'localhost'] },
}
dns::zone { 'example.com':
  soa     => 'ns1.example.com',
  soaip   => '192.168.0.1',
  contact => 'hostmaster.example.com.',
  serial  => 2021010101,
}
dns::zone { '0.168.192.in-addr.arpa':
  reverse => true,
  soa     => 'ns1.example.com',
  soaip   => '192.168.0.1',
}
dns::zone { 'slave.example.org':
  zonetype => 'slave',
  masters  => ['192.168.0.10'],
  soaip    => '192.168.0.1',
}
dns::key { 'dhcp_updater':
  secret => 'c2VjcmV0',
}
dns::key { 'rndc-other': }
