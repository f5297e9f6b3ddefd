mount { '/mnt/data':
  ensure  => mounted,
  device  => '/dev/sdb1',
  fstype  => 'ext4',
  options => 'defaults,noatime',
  pass    => 2,
  dump    => 0,
}
mount { '/mnt/nfs':
  ensure   => defined,
  device   => 'server:/export with space',
  fstype   => 'nfs',
  options  => ['rw', 'hard'],
  remounts => true,
}
