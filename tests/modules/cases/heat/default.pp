class { 'heat::keystone::authtoken':
  password => 'heat_pass',
}
include heat
