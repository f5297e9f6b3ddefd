tempest_config { 'DEFAULT/debug':
  value => true,
  path  => '/etc/tempest/tempest.conf',
}
tempest_config { 'auth/admin_password':
  value  => 'secret',
  secret => true,
}
tempest_config { 'DEFAULT/obsolete':
  ensure => absent,
}
tempest_flavor_id_setter { 'flavor_ref':
  ensure            => present,
  tempest_conf_path => '/etc/tempest/tempest.conf',
  flavor_name       => 'm1.nano',
}
tempest_glance_id_setter { 'compute/image_ref':
  ensure            => present,
  tempest_conf_path => '/etc/tempest/tempest.conf',
  image_name        => 'cirros',
}
tempest_neutron_net_id_setter { 'public_network_id':
  ensure            => present,
  tempest_conf_path => '/etc/tempest/tempest.conf',
  network_name      => 'public',
}
tempest_ec2_credentials { 'ec2_test_creds':
  ensure            => present,
  tempest_conf_path => '/etc/tempest/tempest.conf',
  user              => 'ec2api-tester',
  project           => 'openstack',
}
