class { 'ovn::controller':
  ovn_encap_ip => '10.0.0.21',
}
