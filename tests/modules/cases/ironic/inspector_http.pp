include ironic
class { 'ironic::inspector::authtoken':
  password => 'inspector_pass',
}
class { 'ironic::inspector':
  pxe_transfer_protocol => 'http',
  enable_ppc64le        => true,
  dnsmasq_ip_subnets    => [
    { 'ip_range' => '2001:db8::10,2001:db8::20', 'netmask' => 'ffff:ffff:ffff:ff00::' },
  ],
}
