class { 'tempest':
  image_ref     => 'a',
  image_ref_alt => 'b',
  flavor_ref    => '1',
  flavor_name   => 'm1.nano',
}
