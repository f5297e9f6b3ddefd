class { 'ceph':
  fsid     => '4b5c8c0a-ff60-454b-a1b4-9747aa737d19',
  mon_host => '10.11.12.2',
}
ceph::key { 'client.radosgw.gateway':
  secret  => 'AQA4MPZTOGU0ARAAXH9a0fXxVq0X25n2yPREDw==',
  cap_mon => 'allow rwx',
  cap_osd => 'allow rwx',
  inject  => true,
}
ceph::rgw { 'radosgw.gateway':
  frontend_type => 'civetweb',
  rgw_frontends => 'civetweb port=8080',
}
ceph::rgw::keystone { 'radosgw.gateway':
  rgw_keystone_url             => 'http://keystone.example.com:5000',
  rgw_keystone_admin_domain    => 'Default',
  rgw_keystone_admin_project   => 'services',
  rgw_keystone_admin_user      => 'rgw',
  rgw_keystone_admin_password  => 'rgw_pass',
}
class { 'ceph::rgw::keystone::auth':
  password     => 'rgw_pass',
  user         => 'rgw',
  tenant       => 'services',
  public_url   => 'http://rgw.example.com:8080/swift/v1',
  internal_url => 'http://rgw.example.com:8080/swift/v1',
  admin_url    => 'http://rgw.example.com:8080/swift/v1',
}
