class { 'swift':
  swift_hash_path_suffix => 'secrete',
}
class { 'swift::storage::all':
  storage_local_net_ip => '10.0.0.22',
  devices              => '/srv/node',
}
swift::storage::disk { 'sdb':
  mnt_base_dir => '/srv/node',
}
swift::storage::ext4 { 'sdc':
  device => '/dev/sdc',
}
