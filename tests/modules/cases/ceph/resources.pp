ceph_config { 'global/fsid':
  value => '4b5c8c0a-ff60-454b-a1b4-9747aa737d19',
}
ceph_config { 'osd/osd_journal_size':
  value => 4096,
  path  => '/etc/ceph/ceph.conf',
}
ceph_config { 'global/obsolete':
  ensure => absent,
}
ceph_config { 'client/rbd_cache':
  value => "true\tfalse",
}
