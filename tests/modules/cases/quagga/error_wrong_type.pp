include quagga
class { 'quagga::bgpd':
  my_asn    => 64496,
  router_id => '192.0.2.1',
  networks4 => ['192.0.2.0'],
}
