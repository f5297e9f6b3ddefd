class { 'nova::compute':
  vnc_enabled   => true,
  spice_enabled => true,
}
