class { 'ovn::northd':
  dbs_listen_ip           => '10.0.0.10',
  dbs_cluster_local_addr  => '10.0.0.10',
  dbs_cluster_remote_addr => '10.0.0.11',
}
