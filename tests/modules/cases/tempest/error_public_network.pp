class { 'tempest':
  image_ref         => 'a',
  image_ref_alt     => 'b',
  neutron_available => true,
}
