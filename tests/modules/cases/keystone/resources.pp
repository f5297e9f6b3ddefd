keystone_domain { 'example_domain':
  ensure      => present,
  description => 'An example domain',
  enabled     => true,
}
keystone_tenant { 'project_one::example_domain':
  ensure      => present,
  description => 'The first project',
  enabled     => true,
}
keystone_tenant { 'project_two':
  domain  => 'Default',
  enabled => false,
}
keystone_user { 'alice::example_domain':
  ensure   => present,
  password => 'secret',
  email    => 'alice@example.com',
}
keystone_role { 'member': ensure => present }
keystone_user_role { 'alice::example_domain@project_one::example_domain':
  roles => ['member', 'admin'],
}
keystone_user_role { 'bob@::Default':
  roles => ['reader'],
}
keystone_service { 'nova::compute':
  description => 'OpenStack Compute',
}
keystone_endpoint { 'RegionOne/nova::compute':
  public_url   => 'http://10.0.0.11:8774/v2.1',
  internal_url => 'http://10.0.0.11:8774/v2.1',
  admin_url    => 'http://10.0.0.11:8774/v2.1',
}
keystone_config { 'DEFAULT/max_param_size': value => 128 }
keystone_config { 'token/expiration': value => '3600', secret => false }
