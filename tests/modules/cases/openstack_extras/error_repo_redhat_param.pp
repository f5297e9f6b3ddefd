class { 'openstack_extras::repo::redhat::redhat':
  repo_hash => { 'local' => { 'url' => 'http://mirror.example.com/' } },
}
