class { 'vswitch::dpdk':
  host_core_list  => '1,2',
  pmd_core_list   => '3-5,8',
  socket_mem      => '1024,1024',
  memory_channels => 4,
  enable_tso      => true,
}
