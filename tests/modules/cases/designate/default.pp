class { 'designate::keystone::authtoken':
  password => 'designate_pass',
}
include designate
include designate::api
