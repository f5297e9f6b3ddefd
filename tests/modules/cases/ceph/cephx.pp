class { 'ceph':
  fsid                    => '7d31c3a2-0ce8-4c1b-9a7f-1f3e6b6c2a4e',
  mon_host                => '10.11.12.2,10.11.12.3',
  mon_initial_members     => 'first,second',
  osd_pool_default_size   => 2,
  osd_pool_default_pg_num => 200,
  public_network          => '10.11.12.0/24',
  cluster_network         => '10.12.13.0/24',
}
ceph::mon { 'first':
  key => 'AQCTg71RsNIHORAAW+O6FCMZWBjmVfMIPk3MhQ==',
}
Ceph::Key {
  inject         => true,
  inject_as_id   => 'mon.',
  inject_keyring => '/var/lib/ceph/mon/ceph-first/keyring',
}
ceph::key { 'client.admin':
  secret  => 'AQBMGHJTkC8HKhAAJ7NH255wYypgm1oVuV41MA==',
  cap_mon => 'allow *',
  cap_osd => 'allow *',
  cap_mds => 'allow',
}
ceph::key { 'client.bootstrap-osd':
  secret       => 'AQARG3JTsDDEHhAAVinHPiqvJkUi5Mww/URupw==',
  keyring_path => '/var/lib/ceph/bootstrap-osd/ceph.keyring',
  cap_mon      => 'allow profile bootstrap-osd',
}
ceph::mgr { 'first':
  key        => 'AQASGFDFUHBHDG9SDdsyffV1xgsn1pgr3GcKPg==',
  inject_key => true,
}
ceph::osd { '/dev/sdb':
  bluestore_wal => '/dev/sdc',
  bluestore_db  => '/dev/sdc',
}
ceph::pool { 'volumes':
  pg_num => 64,
  size   => 2,
  tag    => 'rbd',
}
ceph::fs { 'cephfs':
  metadata_pool => 'cephfs_metadata',
  data_pool     => 'cephfs_data',
}
class { 'ceph::mds': }
