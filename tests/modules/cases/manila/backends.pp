include manila
class { 'manila::backends':
  enabled_share_backends => ['generic', 'cephfs', 'netapp'],
}
manila::backend::generic { 'generic':
  driver_handles_share_servers => true,
}
manila::backend::cephfs { 'cephfs':
  cephfs_conf_path => '/etc/ceph/ceph.conf',
}
manila::backend::netapp { 'netapp':
  driver_handles_share_servers => false,
  netapp_login                 => 'admin',
  netapp_password              => 'netapp_pass',
  netapp_server_hostname       => 'netapp.example.com',
}
manila::network::standalone { 'standalone':
  standalone_network_plugin_gateway           => '10.0.0.1',
  standalone_network_plugin_mask              => '255.255.255.0',
  standalone_network_plugin_allowed_ip_ranges => '10.0.0.10-10.0.0.200',
}
class { 'manila::ganesha': }
