haproxy::instance { 'group1': }
haproxy::instance_service { 'group1':
  haproxy_init_source => "puppet:///modules/haproxy/haproxy-group1.init",
}
haproxy::listen { 'group1-puppet00':
  section_name     => 'puppet00',
  instance         => 'group1',
  collect_exported => false,
  ipaddress        => '10.0.0.5',
  ports            => '8800',
}
