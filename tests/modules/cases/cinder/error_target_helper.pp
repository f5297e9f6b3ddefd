cinder::backend::iscsi { 'lvm':
  target_ip_address => '10.0.0.41',
  target_helper     => 'iet',
}
