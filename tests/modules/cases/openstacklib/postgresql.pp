class { 'postgresql::server': }
openstacklib::db::postgresql { 'glance':
  password => 'glance_pass',
}
