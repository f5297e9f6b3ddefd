class { 'magnum::keystone::authtoken':
  password => 'magnum_pass',
}
include magnum
include magnum::api
