class { 'neutron::plugins::ml2':
  type_drivers        => ['vlan'],
  network_vlan_ranges => ['physnet1:3000:2000'],
}
