keystone_user { 'alice::example_domain': }
keystone_user { 'alice in example':
  name   => 'alice',
  domain => 'example_domain',
}
