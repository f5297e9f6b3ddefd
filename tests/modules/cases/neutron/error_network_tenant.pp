neutron_network { 'private':
  ensure      => present,
  tenant_id   => 'f8b10f53',
  tenant_name => 'demo',
}
