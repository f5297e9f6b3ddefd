neutron_network { 'private':
  tenant_id   => 'f8b10f53',
  tenant_name => 'demo',
  ensure      => absent,
}
neutron_router { 'r1':
  ensure    => present,
  tenant_id => 'f8b10f53',
}
