class { 'swift':
  swift_hash_path_suffix => 'secrete',
}
class { 'swift::storage':
  storage_local_net_ip => '10.0.0.21',
}
swift::storage::disk { ['sdb', 'sdc', 'sdd']:
  require => Class['swift'],
}
swift::storage::policy { '0':
  policy_name    => 'Policy-0',
  policy_aliases => 'basic, single, A',
  default_policy => true,
  policy_type    => 'replication'
}
swift::storage::policy { '1':
  policy_name    => '3-Replica-Policy',
  policy_aliases => 'extra, triple, B',
  default_policy => false,
  deprecated     => 'No',
}
swift::storage::node { '2':
  mnt_base_dir         => '/srv/node',
  weight               => 1,
  zone                 => '2',
  storage_local_net_ip => '10.0.0.21',
  policy_index         => 0,
  require              => Swift::Storage::Disk['sdb', 'sdc', 'sdd'] ,
}
ring_object_device { '1:10.0.0.21:6000/2':
  zone    => 2,
  weight  => 1,
  require => Swift::Storage::Disk['sdc'],
}
ring_object_device { '1:10.0.0.21:6000/3':
  zone    => 2,
  weight  => 1,
  require => Swift::Storage::Disk['sdd'] ,
}
class { 'swift::ringbuilder':
  part_power     => 18,
  replicas       => 1,
  min_part_hours => 1,
}
swift::ringbuilder::policy_ring { '1':
  part_power     => 18,
  replicas       => 3,
  min_part_hours => 1,
}
