class { 'murano::dashboard':
  repo_url      => 'http://apps.openstack.org/api/v1/',
  max_file_size => '10',
}
