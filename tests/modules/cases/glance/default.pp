class { 'glance::api::authtoken':
  password => 'glance_pass',
}
include glance::api
