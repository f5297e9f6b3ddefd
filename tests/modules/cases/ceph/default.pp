class { 'ceph':
  fsid                => '4b5c8c0a-ff60-454b-a1b4-9747aa737d19',
  mon_host            => '10.11.12.2',
  authentication_type => 'none',
}
ceph::mon { 'a':
  public_addr         => '10.11.12.2',
  authentication_type => 'none',
}
ceph::osd { '/srv/data': }
