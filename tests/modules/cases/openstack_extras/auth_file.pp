class { 'openstack_extras::auth_file':
  password     => 'admin_pass',
  auth_url     => 'http://keystone.example.com:5000/v3/',
  project_name => 'admin',
  region_name  => 'RegionTwo',
}
